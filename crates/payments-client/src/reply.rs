//! [`Reply`]: the `success` / `code` / `message` every mutation reply carries, and
//! [`accept`], which turns `success: false` into [`ErrorKind::Rejected`].

use payments_types::codes::Code;

use crate::error::{Error, ErrorKind};
use crate::field_errors;

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

/// The reply when it says `success: true`; otherwise [`ErrorKind::Rejected`] with its code,
/// message and the input fields the message names as failing.
pub fn accept<R: Reply>(operation: &str, reply: R) -> Result<R, Error> {
    if reply.success() {
        return Ok(reply);
    }
    let message = reply.message().map(str::to_owned);
    Err(Error::new(
        operation,
        ErrorKind::Rejected {
            code: Code::parse(reply.code()),
            fields: message
                .as_deref()
                .map(field_errors::from_message)
                .unwrap_or_default(),
            message,
        },
    ))
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
            code: "INSUFFICIENT_BALANCE".into(),
            message: Some("amount: insufficient AUD balance: 10 needed, 5 available".into()),
        };
        let e = accept("CreateWithdrawal", no).map(|_| ()).unwrap_err();
        assert_eq!(e.operation(), "CreateWithdrawal");
        match e.kind() {
            ErrorKind::Rejected {
                code: Code::InsufficientBalance,
                message,
                fields,
            } => {
                assert_eq!(
                    message.as_deref(),
                    Some("amount: insufficient AUD balance: 10 needed, 5 available")
                );
                assert!(fields.is_empty(), "no rule named: {fields:?}");
            }
            other => panic!("{other:?}"),
        }
    }
}
