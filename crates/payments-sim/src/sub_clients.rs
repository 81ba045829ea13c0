//! Sub-clients: virtual account numbers (BSB + VAN) for collecting deposits, with the spec's
//! whole state table (INITIATED → ACTIVE | UNAPPROVED → ACTIVE | FAILED_KYC; ACTIVE ↔
//! DEACTIVATED; any → DISABLED, final).

use serde_json::{Value, json};
use time::OffsetDateTime;

use crate::auth::Caller;
use crate::json::{reply, s};
use crate::parties::{address_json, is_australia};
use crate::store::{Job, SIM_BSB, Store};
use crate::validate::{self as v};
use crate::{ApiError, institutions};
use payments_types::sub_clients::SubClientQueryInput;
use payments_types::sub_clients::{
    CreateSubClientInput, FundingAccountQueryInput, UpdateSubClientInput,
};

/// A stored sub-client.
#[derive(Debug, Clone)]
pub struct SubClient {
    /// Id.
    pub id: String,
    /// Owning account.
    pub account_id: String,
    /// Status (`SubClientStatus`).
    pub status: String,
    /// The creation input (nulls dropped), with updates applied.
    pub input: Value,
    /// VAN.
    pub account_no: String,
    /// Created at.
    pub created_at: OffsetDateTime,
}

impl SubClient {
    /// `COMPANY` when legal name and business number are set, else `INDIVIDUAL`.
    pub fn client_type(&self) -> &'static str {
        if s(&self.input, "legalName").is_some() && s(&self.input, "businessNumber").is_some() {
            "COMPANY"
        } else {
            "INDIVIDUAL"
        }
    }

    /// The account name: full name of an individual; trading name, else legal name, of a company.
    pub fn full_name(&self) -> String {
        if self.client_type() == "COMPANY" {
            return s(&self.input, "tradingAsName")
                .or(s(&self.input, "legalName"))
                .unwrap_or_default()
                .to_owned();
        }
        ["firstName", "middleName", "lastName"]
            .iter()
            .filter_map(|k| s(&self.input, k))
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The `SubClient` output object.
    pub fn to_json(&self) -> Value {
        let i = &self.input;
        json!({
            "id": self.id,
            "fullName": self.full_name(),
            "legalName": i.get("legalName"),
            "tradingAsName": i.get("tradingAsName"),
            "businessNumber": i.get("businessNumber"),
            "clientType": self.client_type(),
            "status": self.status,
            "primaryContact": {
                "firstName": i.get("firstName"), "middleName": i.get("middleName"), "lastName": i.get("lastName"),
                "email": i.get("email"), "mobile": i.get("mobile"), "dob": i.get("dob"),
            },
            "address": address_json(i.get("address").unwrap_or(&Value::Null)),
            "postalAddress": address_json(i.get("postalAddress").unwrap_or(&Value::Null)),
            "bsb": SIM_BSB,
            "accountNo": self.account_no,
            "externalId": i.get("externalId"),
        })
    }

    /// The sub-client object carried in deposit and withdrawal event payloads.
    pub fn event_json(&self) -> Value {
        json!({"id": self.id, "fullName": self.full_name(), "accountNo": self.account_no, "bsb": SIM_BSB, "externalId": self.input.get("externalId")})
    }

    fn event_fields(&self, status_override: Option<&str>) -> Value {
        json!({"fullName": self.full_name(), "status": status_override.unwrap_or(&self.status), "externalId": self.input.get("externalId")})
    }
}

/// Looks up a sub-client of the caller's account.
pub fn find<'a>(
    store: &'a Store,
    caller: &Caller,
    id: &str,
    field: &'static str,
) -> Result<&'a SubClient, ApiError> {
    store
        .sub_clients
        .get(id)
        .filter(|sc| sc.account_id == caller.account_id)
        .ok_or_else(|| ApiError::not_found("sub-client", field, id))
}

/// `subClient(id:)`.
pub fn get(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    let id = s(args, "id").unwrap_or_default();
    Ok(find(store, caller, id, "id")
        .map(SubClient::to_json)
        .unwrap_or(Value::Null))
}

/// `subClients(input:)`: filters clientType, status, firstName, lastName, address.country.
pub fn list(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    let f = args.get("input").cloned().unwrap_or(Value::Null);
    v::filter::<SubClientQueryInput>(&f, store.now().date())?;
    let country = f.get("address").and_then(|a| s(a, "country"));
    let out: Vec<Value> = store
        .sub_clients
        .values()
        .filter(|sc| sc.account_id == caller.account_id)
        .filter(|sc| s(&f, "clientType").is_none_or(|t| t == sc.client_type()))
        .filter(|sc| s(&f, "status").is_none_or(|t| t == sc.status))
        .filter(|sc| crate::json::matches(&sc.input, "firstName", s(&f, "firstName")))
        .filter(|sc| crate::json::matches(&sc.input, "lastName", s(&f, "lastName")))
        .filter(|sc| {
            country.is_none_or(|c| {
                sc.input
                    .get("address")
                    .and_then(|a| s(a, "country"))
                    .is_some_and(|x| x.eq_ignore_ascii_case(c))
            })
        })
        .map(SubClient::to_json)
        .collect();
    Ok(Value::Array(out))
}

fn check_create(store: &Store, caller: &Caller, i: &Value) -> Result<(), ApiError> {
    let today = store.now().date();
    v::input::<CreateSubClientInput>(i, today)?;
    if let Some(id) = s(i, "instructingInstitutionId") {
        institutions::find(store, caller, id, "instructingInstitutionId")?;
    }
    Ok(())
}

/// `createSubClient(input:)`: code `SUBCLIENT_CREATED`, status `INITIATED`.
pub fn create(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    let input = crate::json::strip_nulls(args.get("input").unwrap_or(&Value::Null));
    let enabled = store
        .account(&caller.account_id)
        .is_some_and(|a| a.features.sub_clients);
    if !enabled {
        return Err(ApiError::FeatureDisabled("sub-client"));
    }
    check_create(store, caller, &input)?;
    let now = store.now();
    let id = store.next_id("sc");
    let account_no = store.next_van();
    let mut stored = input;
    if let Some(inst) = stored.get("instructingInstitution").cloned() {
        let inst_id = institutions::upsert_inline(store, caller, &inst);
        if let Value::Object(m) = &mut stored {
            m.remove("instructingInstitution");
            m.insert("instructingInstitutionId".into(), json!(inst_id));
        }
    }
    let sc = SubClient {
        id: id.clone(),
        account_id: caller.account_id.clone(),
        status: "INITIATED".into(),
        input: stored,
        account_no,
        created_at: now,
    };
    store.emit(
        &caller.account_id,
        "subclient_initiated",
        now,
        &id,
        sc.event_fields(None),
        None,
    );
    let out = sc.to_json();
    store.sub_clients.insert(id.clone(), sc);
    let delay = store.config.delays.sub_client_processing;
    store.schedule(now, delay, Job::SubClient(id));
    Ok(reply(
        "SUBCLIENT_CREATED",
        "sub-client created; status INITIATED until processing finishes",
        "subClient",
        out,
    ))
}

/// Automatic processing of an `INITIATED` sub-client: Australian ones become `ACTIVE`,
/// others `UNAPPROVED` (extended due diligence, decided through the control API).
pub fn process(store: &mut Store, id: &str, at: OffsetDateTime) {
    let Some(sc) = store.sub_clients.get_mut(id) else {
        return;
    };
    if sc.status != "INITIATED" {
        return;
    }
    let au = is_australia(sc.input.get("address").and_then(|a| s(a, "country")));
    sc.status = if au { "ACTIVE" } else { "UNAPPROVED" }.into();
    let (account, fields) = (sc.account_id.clone(), sc.event_fields(None));
    let kind = if au {
        "subclient_active"
    } else {
        "subclient_unapproved"
    };
    store.emit(&account, kind, at, id, fields, None);
}

fn transition(
    store: &mut Store,
    caller: &Caller,
    id: &str,
    allowed: &[&str],
    to: &str,
    action: &'static str,
    kind: &str,
) -> Result<Value, ApiError> {
    let now = store.now();
    let sc = find(store, caller, id, "id")?;
    if !allowed.contains(&sc.status.as_str()) {
        return Err(ApiError::InvalidTransition {
            what: "sub-client",
            id: id.into(),
            from: sc.status.clone(),
            action,
        });
    }
    let from = sc.status.clone();
    let Some(sc) = store.sub_clients.get_mut(id) else {
        return Err(ApiError::not_found("sub-client", "id", id));
    };
    sc.status = to.into();
    // The spec shows the `subclient_disabled` payload carrying status DEACTIVATED; mirrored here.
    let fields = sc.event_fields(if kind == "subclient_disabled" {
        Some("DEACTIVATED")
    } else {
        None
    });
    let (account, out) = (sc.account_id.clone(), sc.to_json());
    let _ = from;
    store.emit(&account, kind, now, id, fields, None);
    Ok(reply(
        "SUCCESS",
        &format!("sub-client is {to}"),
        "subClient",
        out,
    ))
}

/// `disableSubClient(id:)`: any state except DISABLED → DISABLED (final).
pub fn disable(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    let id = s(args, "id").unwrap_or_default().to_owned();
    transition(
        store,
        caller,
        &id,
        &[
            "INITIATED",
            "ACTIVE",
            "UNAPPROVED",
            "DEACTIVATED",
            "FAILED_KYC",
        ],
        "DISABLED",
        "disable",
        "subclient_disabled",
    )
}

/// `activateSubClient(id:)`: DEACTIVATED → ACTIVE.
pub fn activate(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    let id = s(args, "id").unwrap_or_default().to_owned();
    transition(
        store,
        caller,
        &id,
        &["DEACTIVATED"],
        "ACTIVE",
        "activate",
        "subclient_active",
    )
}

/// Control API (portal): ACTIVE → DEACTIVATED.
pub fn deactivate(store: &mut Store, caller: &Caller, id: &str) -> Result<Value, ApiError> {
    transition(
        store,
        caller,
        id,
        &["ACTIVE"],
        "DEACTIVATED",
        "deactivate",
        "subclient_deactivated",
    )
}

/// Control API (compliance): UNAPPROVED → ACTIVE (`approve`) or FAILED_KYC (`fail_kyc`).
pub fn decide(
    store: &mut Store,
    caller: &Caller,
    id: &str,
    decision: &str,
) -> Result<Value, ApiError> {
    match decision {
        "approve" => transition(
            store,
            caller,
            id,
            &["UNAPPROVED"],
            "ACTIVE",
            "approve",
            "subclient_active",
        ),
        "fail_kyc" => transition(
            store,
            caller,
            id,
            &["UNAPPROVED"],
            "FAILED_KYC",
            "fail KYC",
            "subclient_failed_kyc",
        ),
        other => Err(ApiError::invalid(
            "decision",
            "decision",
            format!("must be approve or fail_kyc, got {}", v::shown(other)),
        )),
    }
}

/// `updateSubClient(id:, input:)`: only `externalId`, `address`, `postalAddress`.
pub fn update(store: &mut Store, caller: &Caller, args: &Value) -> Result<Value, ApiError> {
    let id = s(args, "id").unwrap_or_default().to_owned();
    let input = crate::json::strip_nulls(args.get("input").unwrap_or(&Value::Null));
    let sc = find(store, caller, &id, "id")?;
    if sc.status == "DISABLED" {
        return Err(ApiError::InvalidTransition {
            what: "sub-client",
            id,
            from: sc.status.clone(),
            action: "update",
        });
    }
    v::input::<UpdateSubClientInput>(&input, store.now().date())?;
    let Some(sc) = store.sub_clients.get_mut(&id) else {
        return Err(ApiError::not_found("sub-client", "id", &id));
    };
    if let (Value::Object(m), Value::Object(changes)) = (&mut sc.input, input) {
        for (k, val) in changes {
            m.insert(k, val);
        }
    }
    Ok(reply(
        "SUCCESS",
        "sub-client updated",
        "subClient",
        sc.to_json(),
    ))
}

/// `SubClient.fundingAccounts(input:)`: virtual accounts in the other currencies the customer
/// holds balances in (multi-currency is on for every seeded account).
pub fn funding_accounts(
    store: &Store,
    caller: &Caller,
    parent: &Value,
    args: &Value,
) -> Result<Value, ApiError> {
    let input = args.get("input").unwrap_or(&Value::Null);
    v::filter::<FundingAccountQueryInput>(input, store.now().date())?;
    let id = s(parent, "id").unwrap_or_default();
    let sc = find(store, caller, id, "id")?;
    Ok(crate::reference::funding_accounts_for(
        store,
        &caller.account_id,
        &sc.account_no,
        args.get("input"),
    ))
}
