//! payments-schema's integration tests, one binary: one module per area.

mod compile_fail;
mod derive;
mod sdl;
