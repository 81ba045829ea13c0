//! `cargo xtask schema-pull [--endpoint URL] [--out FILE]`: introspects an endpoint (default
//! `PAYMENTS_ENDPOINT`, else the embedded simulator) and writes normalised SDL: types, fields,
//! arguments, input fields and enum values in lexicographic order, so that a diff of two pulls
//! shows only real changes. Exit status: the `after_help` of [`Args`].

use std::path::{Path, PathBuf};

use apollo_compiler::Schema;
use apollo_compiler::schema::ExtendedType;
use schema_diff::load::{self, Mode};

use crate::introspect::Source;
use crate::{display, workspace_path};

/// Command-line arguments of `schema-pull`.
#[derive(clap::Args)]
#[command(after_help = "Exit status: 0 written, 2 unreachable endpoint or invalid schema.")]
pub struct Args {
    /// Endpoint to introspect [default: PAYMENTS_ENDPOINT if set, else the embedded simulator].
    #[arg(long, value_name = "URL")]
    endpoint: Option<String>,
    /// File to write; standard output when absent.
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
}

/// Runs the command; returns the process exit status.
pub fn run(args: Args) -> u8 {
    let source = args
        .endpoint
        .map_or_else(Source::from_env, Source::Endpoint);
    match pull(&source) {
        Ok(sdl) => match &args.out {
            None => {
                print!("{sdl}");
                0
            }
            Some(out) => {
                let path = workspace_path(out);
                match std::fs::write(&path, sdl) {
                    Ok(()) => {
                        eprintln!("schema-pull: {} -> {}", source.label(), display(&path));
                        0
                    }
                    Err(error) => {
                        eprintln!(
                            "schema-pull: {}: cannot write: {error}",
                            crate::display(&path)
                        );
                        2
                    }
                }
            }
        },
        Err(message) => {
            eprintln!("schema-pull: {message}");
            2
        }
    }
}

/// The source's schema as normalised SDL.
fn pull(source: &Source) -> Result<String, String> {
    let json = source.introspect()?;
    let label = source.label();
    let loaded =
        load::load_str(&json, Path::new(&label), Mode::Strict).map_err(|e| e.to_string())?;
    Ok(normalised(loaded.schema.into_inner()))
}

/// Prints `schema` with every list of definitions in lexicographic order.
pub fn normalised(mut schema: Schema) -> String {
    schema.types.sort_keys();
    schema.directive_definitions.sort_keys();
    for ty in schema.types.values_mut() {
        match ty {
            ExtendedType::Object(object) => {
                let object = object.make_mut();
                object.fields.sort_keys();
                for field in object.fields.values_mut() {
                    field
                        .make_mut()
                        .arguments
                        .sort_by(|a, b| a.name.cmp(&b.name));
                }
            }
            ExtendedType::Interface(interface) => {
                let interface = interface.make_mut();
                interface.fields.sort_keys();
                for field in interface.fields.values_mut() {
                    field
                        .make_mut()
                        .arguments
                        .sort_by(|a, b| a.name.cmp(&b.name));
                }
            }
            ExtendedType::InputObject(input) => input.make_mut().fields.sort_keys(),
            ExtendedType::Enum(enumeration) => enumeration.make_mut().values.sort_keys(),
            ExtendedType::Union(union) => {
                union.make_mut().members.sort_by(|a, b| a.name.cmp(&b.name))
            }
            ExtendedType::Scalar(_) => {}
        }
    }
    schema.to_string()
}
