//! Webhook signature check and event parse on arbitrary input.
//!
//! Input layout: the bytes up to the first `\n` are the `service-signature` header (lossy UTF-8;
//! no newline means no header), the rest is the body.
//!
//! Properties:
//! * `verify` never panics, whatever the header and body;
//! * an arbitrary header verifies only if it is the real signature of the body;
//! * the body signed with `sign` (same secret) always passes the signature check: `verify`
//!   succeeds or fails only with `MalformedBody`, never with a signature error;
//! * the same holds with surrounding whitespace and without Base64 padding (both accepted);
//! * a signature made with another secret is refused with `SignatureMismatch`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use payments_client::webhooks::{Secrets, WebhookError, sign, verify};

const SECRET: &[u8] = b"whsec_fuzz_fixed_secret";
const OTHER: &[u8] = b"whsec_some_other_secret";

fuzz_target!(|data: &[u8]| {
    let secrets = Secrets::single(SECRET).expect("non-empty secret");

    let (header, body) = match data.iter().position(|&b| b == b'\n') {
        Some(i) => (
            Some(String::from_utf8_lossy(&data[..i]).into_owned()),
            &data[i + 1..],
        ),
        None => (None, data),
    };

    // 1. Arbitrary header and body.
    let good = sign(SECRET, body);
    match verify(&secrets, body, header.as_deref()) {
        Ok(_) | Err(WebhookError::MalformedBody(_)) => {
            // The signature check passed: the header must decode to the real tag.
            let h = header.as_deref().expect("passed without a header");
            assert_eq!(
                h.trim().trim_end_matches('='),
                good.trim_end_matches('='),
                "a header that is not the body's signature was accepted"
            );
        }
        Err(WebhookError::MissingSignature) => assert!(header.is_none()),
        Err(WebhookError::MalformedSignature) | Err(WebhookError::SignatureMismatch) => {}
        Err(other) => panic!("verify gave an error it never should: {other:?}"),
    }

    // 2. The correctly signed body, in the accepted spellings of the header.
    let unpadded = good.trim_end_matches('=').to_owned();
    let spaced = format!("  {good}\t");
    for h in [good.as_str(), unpadded.as_str(), spaced.as_str()] {
        match verify(&secrets, body, Some(h)) {
            Ok(_) => {}
            Err(WebhookError::MalformedBody(_)) => {}
            Err(other) => panic!("correctly signed body refused with {other:?}"),
        }
    }

    // 3. Signed with another secret: always a mismatch.
    let wrong = sign(OTHER, body);
    assert_eq!(
        verify(&secrets, body, Some(&wrong)).err(),
        Some(WebhookError::SignatureMismatch)
    );
});
