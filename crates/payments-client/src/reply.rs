//! [`Reply`]: the `success` / `code` / `message` every mutation reply carries, and
//! [`accept`], which turns `success: false` into [`Error::Rejected`].

use crate::error::Error;

/// A mutation reply: `success`, `code` and `message`, beside the affected record.
/// Implement it with [`impl_reply!`](crate::impl_reply) for a fragment that has those three fields.
pub trait Reply {
    /// The reply's `success`.
    fn success(&self) -> bool;
    /// The reply's `code` (`SUCCESS`, `SUBCLIENT_CREATED`, ...).
    fn code(&self) -> &str;
    /// The reply's `message`.
    fn message(&self) -> Option<&str>;
}

/// The reply when it says `success: true`; otherwise [`Error::Rejected`] with its code and message.
pub fn accept<R: Reply>(operation: &str, reply: R) -> Result<R, Error> {
    if reply.success() {
        Ok(reply)
    } else {
        Err(Error::Rejected {
            operation: operation.to_owned(),
            code: reply.code().to_owned(),
            message: reply.message().map(str::to_owned),
        })
    }
}

/// Implements [`Reply`] for fragments with fields `success: bool`, `code: String` and
/// `message: Option<String>`: `impl_reply!(WithdrawalReply, SubClientReply);`.
#[macro_export]
macro_rules! impl_reply {
    ($($ty:ty),+ $(,)?) => {$(
        impl $crate::Reply for $ty {
            fn success(&self) -> bool {
                self.success
            }
            fn code(&self) -> &str {
                &self.code
            }
            fn message(&self) -> ::std::option::Option<&str> {
                self.message.as_deref()
            }
        }
    )+};
}

#[cfg(test)]
mod tests {
    use super::*;

    struct R {
        success: bool,
        code: String,
        message: Option<String>,
    }
    crate::impl_reply!(R);

    #[test]
    fn success_false_is_an_error() {
        let ok = R {
            success: true,
            code: "SUCCESS".into(),
            message: None,
        };
        assert!(accept("x", ok).is_ok());
        let no = R {
            success: false,
            code: "INSUFFICIENT_FUNDS".into(),
            message: Some("low".into()),
        };
        match accept("createWithdrawal", no) {
            Err(Error::Rejected {
                operation,
                code,
                message,
            }) => {
                assert_eq!(operation, "createWithdrawal");
                assert_eq!(code, "INSUFFICIENT_FUNDS");
                assert_eq!(message.as_deref(), Some("low"));
            }
            other => panic!("{:?}", other.map(|_| ())),
        }
    }
}
