//! payments-schema's integration tests, one binary: one module per area.

mod derive;
mod sdl;
