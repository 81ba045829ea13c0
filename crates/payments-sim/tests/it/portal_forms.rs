//! The portal's forms over plain HTTP, beside the control API: each form refuses what the
//! control API refuses, with the same message naming the field and the rule (one reader each);
//! a move the clock cannot make is refused on both; a webhook's secret can be shown again;
//! addresses that are no page give a readable one. (The browser test, `portal.rs`, drives the
//! pages as a person does; these check every refusal quickly and exactly.)

use reqwest::redirect::Policy;
use serde_json::{Value, json};

use crate::common::{Sim, UA};

/// A browser signed in to the portal: the simulator and the session cookie.
struct Portal {
    sim: Sim,
    http: reqwest::Client,
    cookie: String,
}

/// A form's fields, in order.
type Form<'a> = &'a [(&'a str, &'a str)];

/// A form body: `application/x-www-form-urlencoded`.
fn form(fields: &[(&str, &str)]) -> String {
    let enc = |s: &str| {
        s.bytes()
            .map(|b| match b {
                b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                    (b as char).to_string()
                }
                _ => format!("%{b:02X}"),
            })
            .collect::<String>()
    };
    fields
        .iter()
        .map(|(k, v)| format!("{}={}", enc(k), enc(v)))
        .collect::<Vec<_>>()
        .join("&")
}

/// The `name=value` of the reply's cookie.
fn cookie(r: &reqwest::Response) -> String {
    r.headers()
        .get("set-cookie")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .expect("a cookie")
        .to_owned()
}

/// The text of the page's `#message`, unescaped (empty when there is none).
fn message(html: &str) -> String {
    let Some(start) = html.find("id=\"message\">") else {
        return String::new();
    };
    let rest = &html[start + "id=\"message\">".len()..];
    rest[..rest.find("</p>").expect("the message ends")]
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

impl Portal {
    async fn start() -> Self {
        let sim = Sim::start().await;
        let http = reqwest::Client::builder()
            .user_agent(UA)
            .redirect(Policy::none())
            .build()
            .unwrap();
        let base = sim.handle.base_url.clone();
        let r = http
            .post(format!("{base}/portal/login"))
            .header("content-type", "application/x-www-form-urlencoded")
            .body(form(&[
                ("email", "demo@payments.test"),
                ("password", "demo-password"),
            ]))
            .send()
            .await
            .unwrap();
        let sign_in = cookie(&r);
        let code = sim.handle.portal_code("demo@payments.test").unwrap();
        let r = http
            .post(format!("{base}/portal/otp"))
            .header("cookie", sign_in)
            .header("content-type", "application/x-www-form-urlencoded")
            .body(form(&[("code", &code)]))
            .send()
            .await
            .unwrap();
        let cookie = cookie(&r);
        Self { sim, http, cookie }
    }

    /// Posts a form to `path`: the status and the page.
    async fn post(&self, path: &str, fields: &[(&str, &str)]) -> (u16, String) {
        let r = self
            .http
            .post(format!("{}{path}", self.sim.handle.base_url))
            .header("cookie", &self.cookie)
            .header("content-type", "application/x-www-form-urlencoded")
            .body(form(fields))
            .send()
            .await
            .unwrap();
        (r.status().as_u16(), r.text().await.unwrap())
    }

    /// `GET path`: the status, the `location` header and the page.
    async fn get(&self, path: &str) -> (u16, Option<String>, String) {
        let r = self
            .http
            .get(format!("{}{path}", self.sim.handle.base_url))
            .header("cookie", &self.cookie)
            .send()
            .await
            .unwrap();
        let location = r
            .headers()
            .get("location")
            .map(|l| l.to_str().unwrap().to_owned());
        (r.status().as_u16(), location, r.text().await.unwrap())
    }

    /// The control API's refusal of `body` at `path`: its message (asserting a 422).
    async fn control_refuses(&self, path: &str, body: Value) -> String {
        let (s, reply) = self.sim.control("POST", path, body.clone()).await;
        assert_eq!(s, 422, "{path} {body}: {reply}");
        assert_eq!(reply["code"], "VALIDATION_ERROR", "{reply}");
        reply["message"].as_str().unwrap().to_owned()
    }

    /// The portal form's refusal at `path`: the page's message.
    async fn form_refuses(&self, path: &str, fields: &[(&str, &str)]) -> String {
        let (s, page) = self.post(path, fields).await;
        assert_eq!(s, 200, "{path}");
        let m = message(&page);
        assert!(page.contains("class=\"error\""), "{path} {fields:?}: {m}");
        m
    }
}

#[tokio::test]
async fn the_member_form_and_the_control_api_refuse_the_same_fields_with_the_same_rules() {
    let p = Portal::start().await;
    // (the form's fields, the control API's body, how the refusal starts)
    let cases: [(Form, Value, &str); 6] = [
        (
            &[("firstName", "N/A"), ("email", "cora@payments.test")],
            json!({"firstName": "N/A", "email": "cora@payments.test"}),
            "firstName: \"N/A\" is a dummy value",
        ),
        (
            &[("lastName", "Pliance2"), ("email", "cora@payments.test")],
            json!({"lastName": "Pliance2", "email": "cora@payments.test"}),
            "lastName: ",
        ),
        (
            &[("email", "cora@localhost")],
            json!({"email": "cora@localhost"}),
            "email: ",
        ),
        (&[("email", "")], json!({}), "email: is required [required]"),
        (
            &[("email", "cora@payments.test"), ("mobile", "12")],
            json!({"email": "cora@payments.test", "mobile": "12"}),
            "mobile: ",
        ),
        (
            &[("firstName", "N/A"), ("lastName", "NULL"), ("email", "x")],
            json!({"firstName": "N/A", "lastName": "NULL", "email": "x"}),
            "firstName: \"N/A\" is a dummy value; send a real value or leave the field out [dummy_value]; lastName: ",
        ),
    ];
    for (fields, body, starts) in cases {
        let control = p.control_refuses("/sim/members", body).await;
        let portal = p.form_refuses("/portal/account/members", fields).await;
        assert!(control.starts_with(starts), "{control}");
        assert_eq!(portal, control, "the same refusal on both paths");
        assert!(control.ends_with(']'), "the rule is named: {control}");
    }
    let rule = p
        .control_refuses(
            "/sim/members",
            json!({"email": "cora@payments.test", "roles": ["ok", "caf\u{e9}"]}),
        )
        .await;
    assert!(rule.starts_with("roles[1]: "), "{rule}");

    // Nothing refused was added; a good member is added by both (Zoë: `ë` is a Latin letter,
    // which payments-types' PersonName accepts, as the spec's "Latin letters" say).
    let (_, _, page) = p.get("/portal/account").await;
    assert!(
        !page.contains("N/A") && !page.contains("cora@localhost"),
        "{page}"
    );
    let (s, m) = p
        .sim
        .control(
            "POST",
            "/sim/members",
            json!({"firstName": "Zoë", "lastName": "O'Neil", "email": "zoe@payments.test"}),
        )
        .await;
    assert_eq!(s, 201, "{m}");
    let (_, page) = p
        .post(
            "/portal/account/members",
            &[
                ("firstName", "Zoë"),
                ("lastName", "Quinn"),
                ("email", "zoe.q@payments.test"),
                ("mobile", "+61 412 345 678"),
            ],
        )
        .await;
    assert!(message(&page).contains("added"), "{}", message(&page));
    assert!(page.contains("zoe.q@payments.test"));
}

#[tokio::test]
async fn the_other_forms_refuse_what_the_control_api_refuses_in_the_same_words() {
    let p = Portal::start().await;
    let van = p.sim.demo_van().await;

    // Deposits: the amount and the reference by payments-types' rules.
    for (amount, reference, starts) in [
        ("lots", "INV-1", "amount: must be a number"),
        ("10.001", "INV-1", "amount: "),
        ("-3", "INV-1", "amount: "),
        ("10", "N/A", "reference: \"N/A\" is a dummy value"),
    ] {
        // As JSON gives it: a number when the text is one.
        let number = serde_json::from_str::<Value>(amount).unwrap_or(json!(amount));
        let control = p
            .control_refuses(
                "/sim/deposits",
                json!({"bsb": "802985", "accountNo": van, "amount": number, "reference": reference}),
            )
            .await;
        let portal = p
            .form_refuses(
                "/portal/deposits",
                &[
                    ("accountNo", &van),
                    ("amount", amount),
                    ("reference", reference),
                ],
            )
            .await;
        assert!(control.starts_with(starts), "{control}");
        assert_eq!(portal, control);
    }
    let sender = p
        .control_refuses(
            "/sim/deposits",
            json!({"bsb": "802985", "accountNo": van, "amount": 5,
                   "sender": {"bsb": "12", "companyName": "<b>"}}),
        )
        .await;
    assert!(
        sender.contains("sender.companyName: ") && sender.contains("sender.bsb: "),
        "{sender}"
    );

    // Webhooks: the address by payments-types' rule and the simulator's, the event kinds by
    // their place.
    for (url, events, starts) in [
        ("N/A", "", "url: \"N/A\" is a dummy value"),
        ("http://example.com/hook", "", "url: plain http"),
        (
            "https://hooks.example.com/a",
            "deposit_cleared, nope",
            "events[1]: unknown event kind \"nope\"",
        ),
    ] {
        let mut body = json!({"url": url});
        if !events.is_empty() {
            body["events"] = json!(events.split(", ").collect::<Vec<_>>());
        }
        let control = p.control_refuses("/sim/webhooks", body).await;
        let portal = p
            .form_refuses("/portal/webhooks", &[("url", url), ("events", events)])
            .await;
        assert!(control.starts_with(starts), "{control}");
        assert_eq!(portal, control);
    }

    // A control body without a form: the analyst's note on an RFI is free text.
    let note = p
        .control_refuses("/sim/rfis/rfi_any/push", json!({"statusMessage": "N/A"}))
        .await;
    assert!(
        note.starts_with("statusMessage: \"N/A\" is a dummy value"),
        "{note}"
    );

    // The IP allow-list: every bad address by its place.
    let control = p
        .control_refuses(
            "/sim/ip-allow-list",
            json!({"addresses": ["10.0.0.1", "nonsense", "1.2.3"]}),
        )
        .await;
    let portal = p
        .form_refuses(
            "/portal/account/ip-allow-list",
            &[("addresses", "10.0.0.1, nonsense, 1.2.3")],
        )
        .await;
    assert!(
        control.starts_with("addresses[1]: ") && control.contains("addresses[2]: "),
        "{control}"
    );
    assert_eq!(portal, control);
}

#[tokio::test]
async fn a_move_the_clock_cannot_make_is_refused_naming_seconds_and_the_bound() {
    let p = Portal::start().await;
    let (_, before) = p.sim.control("GET", "/sim/clock", Value::Null).await;
    for seconds in ["1e20", "1e300", "-5"] {
        let n: f64 = seconds.parse().unwrap();
        let control = p
            .control_refuses("/sim/clock/advance", json!({"seconds": n}))
            .await;
        let portal = p
            .form_refuses("/portal/clock", &[("seconds", seconds)])
            .await;
        let (_, now) = p.sim.control("GET", "/sim/clock", Value::Null).await;
        assert_eq!(now, before, "{seconds}: the clock stayed where it was");
        assert!(control.starts_with("seconds: "), "{control}");
        assert!(
            control.contains("at most ") && control.contains("past the year 9000"),
            "the bound is named: {control}"
        );
        assert_eq!(portal, control, "{seconds}");
    }
    let lots = p
        .form_refuses("/portal/clock", &[("seconds", "lots")])
        .await;
    assert!(lots.starts_with("seconds: must be a number"), "{lots}");
    let (_, _, page) = p.get("/portal/clock").await;
    assert!(
        page.contains("It can move at most "),
        "the bound is on the page"
    );
}

#[tokio::test]
async fn a_webhook_secret_can_be_shown_again_and_follows_rotation() {
    let p = Portal::start().await;
    let (s, hook) = p
        .sim
        .control(
            "POST",
            "/sim/webhooks",
            json!({"url": "https://hooks.example.com/a"}),
        )
        .await;
    assert_eq!(s, 201);
    let id = hook["id"].as_str().unwrap();
    let first = hook["secret"].as_str().unwrap();
    let (s, shown) = p
        .sim
        .control("POST", &format!("/sim/webhooks/{id}/secret"), Value::Null)
        .await;
    assert_eq!((s, shown["secret"].as_str()), (200, Some(first)));
    let (_, rotated) = p
        .sim
        .control("POST", &format!("/sim/webhooks/{id}/rotate"), Value::Null)
        .await;
    let second = rotated["secret"].as_str().unwrap();
    assert_ne!(second, first);
    let (_, page) = p.post(&format!("/portal/webhooks/{id}/secret"), &[]).await;
    assert_eq!(
        message(&page),
        format!("Webhook {id} signs with: {second}"),
        "the current secret"
    );
    let (_, listed) = p.sim.control("GET", "/sim/webhooks", Value::Null).await;
    assert!(
        !listed.to_string().contains(second),
        "the list never shows it"
    );
    let (_, _, page) = p.get("/portal/webhooks").await;
    assert!(!page.contains(second), "the page shows it only when asked");
    let (s, _) = p
        .sim
        .control("POST", "/sim/webhooks/wh_nope/secret", Value::Null)
        .await;
    assert_eq!(s, 404);
}

#[tokio::test]
async fn the_explorer_lists_every_kind_of_type_of_the_vendored_schema() {
    let p = Portal::start().await;
    let (s, _, page) = p.get("/explorer").await;
    assert_eq!(s, 200);
    for name in [
        "Query",
        "Mutation",
        "Withdrawal",
        "WithdrawalStatus",
        "CreateWithdrawalInput",
    ] {
        assert!(
            page.contains(&format!("href=\"/explorer/types/{name}\"")),
            "{name} is not listed"
        );
    }
}

#[tokio::test]
async fn a_trailing_slash_is_redirected_and_every_missing_page_is_readable() {
    let p = Portal::start().await;
    for (path, to) in [("/portal/", "/portal"), ("/explorer/", "/explorer")] {
        let (s, location, _) = p.get(path).await;
        assert_eq!((s, location.as_deref()), (308, Some(to)), "{path}");
    }
    for (path, status, says) in [
        (
            "/portal/nothing",
            404,
            "There is no portal page at /portal/nothing",
        ),
        (
            "/portal/deposits/x/y/z",
            404,
            "There is no portal page at /portal/deposits/x/y/z",
        ),
        (
            "/explorer/nothing",
            404,
            "There is no explorer page at /explorer/nothing",
        ),
        ("/explorer/types/Nothing", 404, "no type named \"Nothing\""),
        (
            "/portal/logout",
            405,
            "/portal/logout is the address of a form's button",
        ),
        (
            "/portal/withdrawals/wd_nope",
            404,
            "id: no withdrawal with id \"wd_nope\"",
        ),
        (
            "/portal/subclients/sc_nope",
            404,
            "id: no sub-client with id \"sc_nope\"",
        ),
    ] {
        let (s, _, page) = p.get(path).await;
        assert_eq!(s, status, "{path}");
        assert!(message(&page).contains(says), "{path}: {}", message(&page));
        assert!(page.contains("<a href=\"/"), "{path}: a way on");
    }
}
