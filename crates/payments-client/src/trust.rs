//! Which servers a client trusts, and how it reaches them.
//!
//! With the default features (`rustls`, `http2`, `system-proxy`) a client speaks `https` with
//! rustls and verifies the service's certificate with the platform's verifier
//! (rustls-platform-verifier: on Linux the system's root store, which honours `SSL_CERT_FILE`
//! and `SSL_CERT_DIR`; on macOS and Windows the operating system's own verifier), chosen over
//! a compiled-in root list so that a company's roots, installed on its machines, are trusted
//! without a rebuild. [`ExtraRoots`] adds the PEM certificates of a file (`PAYMENTS_CA_FILE`)
//! to those roots: a TLS-inspecting proxy's authority, or a test authority. HTTP/2 is used where
//! the server offers it by ALPN; `HTTPS_PROXY`, `HTTP_PROXY`, `ALL_PROXY` and `NO_PROXY` are
//! honoured (and, with `system-proxy`, the proxy settings of macOS and Windows).
//!
//! | feature (all default) | brings |
//! |---|---|
//! | `rustls` | `https`: rustls with aws-lc-rs (a C compiler at build time) and the platform's verifier |
//! | `http2` | HTTP/2 where the server offers it by ALPN (HTTP/1.1 otherwise) |
//! | `system-proxy` | the proxy settings of macOS and Windows (the environment variables are honoured without it) |
//!
//! To bring your own stack, depend with `default-features = false` (plain `http` only: an
//! `https` endpoint is then refused when the client is built,
//! [`ConfigError::TlsNotEnabled`](crate::ConfigError::TlsNotEnabled)) and add back the features
//! you want, e.g. `features = ["rustls"]`.
//!
//! A file named in `PAYMENTS_CA_FILE` (or [`ClientBuilder::ca_file`](crate::ClientBuilder::ca_file))
//! that cannot be read or holds no certificate is [`ConfigError::CaFile`](crate::ConfigError::CaFile),
//! naming the file. A certificate the client refuses is
//! [`ErrorKind::Certificate`](crate::ErrorKind::Certificate), never retried, with a message that
//! says what to do: `Login: the TLS certificate of uat.example:443 is not trusted
//! (UnknownIssuer); the request was not sent; if a private authority or a TLS-inspecting proxy
//! signs it, name its PEM file in PAYMENTS_CA_FILE`.

use std::path::{Path, PathBuf};

/// Environment variable naming a PEM file of root certificates to trust besides the platform's.
pub const ENV_CA_FILE: &str = "PAYMENTS_CA_FILE";

/// What to do about a refused certificate, as error messages say it.
pub const CA_FILE_HINT: &str = "if a private authority or a TLS-inspecting proxy signs it, name its PEM file in PAYMENTS_CA_FILE";

/// A file of root certificates that cannot be used, named with the reason.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("ca file {}: {reason}", path.display())]
pub struct CaFileError {
    /// The file.
    pub path: PathBuf,
    /// Why it cannot be used.
    pub reason: String,
}

/// Root certificates trusted besides the platform's, read from a PEM file.
#[derive(Clone)]
pub struct ExtraRoots {
    path: PathBuf,
    #[cfg(feature = "rustls")]
    certificates: Vec<reqwest::Certificate>,
}

impl std::fmt::Debug for ExtraRoots {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ExtraRoots")
            .field("path", &self.path)
            .finish_non_exhaustive()
    }
}

impl ExtraRoots {
    /// The certificates of the PEM file at `path` (one or more `CERTIFICATE` blocks). A file
    /// that cannot be read or holds no certificate is refused, naming the file and why.
    pub fn from_pem_file(path: impl Into<PathBuf>) -> Result<Self, CaFileError> {
        let path = path.into();
        let refused = |reason: String| CaFileError {
            path: path.clone(),
            reason,
        };
        let pem = std::fs::read(&path).map_err(|e| refused(format!("cannot be read: {e}")))?;
        #[cfg(feature = "rustls")]
        {
            let certificates = reqwest::Certificate::from_pem_bundle(&pem)
                .map_err(|e| refused(format!("is not a PEM certificate file: {e}")))?;
            if certificates.is_empty() {
                return Err(refused("holds no PEM certificate".into()));
            }
            Ok(Self { path, certificates })
        }
        #[cfg(not(feature = "rustls"))]
        {
            let _ = pem;
            Err(refused(
                "payments-client was built without its `rustls` feature, so it has no TLS".into(),
            ))
        }
    }

    /// The roots named by `PAYMENTS_CA_FILE`, or `None` when it is unset or empty.
    pub fn from_env() -> Result<Option<Self>, CaFileError> {
        match std::env::var_os(ENV_CA_FILE) {
            Some(path) if !path.is_empty() => Self::from_pem_file(path).map(Some),
            _ => Ok(None),
        }
    }

    /// The file the certificates came from.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// `builder` trusting these certificates besides the platform's roots.
    pub fn apply(&self, builder: reqwest::ClientBuilder) -> reqwest::ClientBuilder {
        #[cfg(feature = "rustls")]
        {
            builder.tls_certs_merge(self.certificates.iter().cloned())
        }
        #[cfg(not(feature = "rustls"))]
        {
            builder
        }
    }
}

/// Why a server's certificate was refused, when that is what `error` (an HTTP client's error,
/// with its causes) is about: rustls' `InvalidCertificate` reason (`UnknownIssuer`,
/// `certificate expired: ...`). `None` for every other error, and without the `rustls` feature.
pub fn refused_certificate(error: &(dyn std::error::Error + 'static)) -> Option<String> {
    #[cfg(feature = "rustls")]
    {
        type Cause<'a> = &'a (dyn std::error::Error + 'static);
        // An I/O error carries its cause as an inner error that `source()` skips: open it.
        fn next<'a>(e: &Cause<'a>) -> Option<Cause<'a>> {
            match e
                .downcast_ref::<std::io::Error>()
                .and_then(|io| io.get_ref())
            {
                Some(inner) => Some(inner),
                None => e.source(),
            }
        }
        /// More causes than any HTTP stack nests; a cycle cannot loop forever.
        const MAX_CAUSES: usize = 16;
        std::iter::successors(Some(error), next)
            .take(MAX_CAUSES)
            .find_map(|e| match e.downcast_ref::<rustls::Error>() {
                Some(rustls::Error::InvalidCertificate(why)) => Some(why.to_string()),
                _ => None,
            })
    }
    #[cfg(not(feature = "rustls"))]
    {
        let _ = error;
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_that_is_not_a_certificate_is_refused_with_its_name() {
        let dir = std::env::temp_dir().join(format!("payments-trust-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let empty = dir.join("empty.pem");
        std::fs::write(&empty, "no certificate here\n").unwrap();
        let shown = |path: &Path| ExtraRoots::from_pem_file(path).unwrap_err().to_string();
        let missing = dir.join("missing.pem");
        assert!(
            shown(&missing).starts_with(&format!("ca file {}: cannot be read", missing.display())),
            "{}",
            shown(&missing)
        );
        let reason = shown(&empty);
        assert!(
            reason.starts_with(&format!("ca file {}: ", empty.display())),
            "{reason}"
        );
        if cfg!(feature = "rustls") {
            assert!(reason.ends_with("holds no PEM certificate"), "{reason}");
        } else {
            assert!(reason.contains("without its `rustls` feature"), "{reason}");
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
