//! Every criterion benchmark of the workspace, gathered here so one command runs them all
//! (`cargo bench -p benches`) and one names each (`cargo bench -p benches --bench webhooks`).
//! The benches themselves are in `benches/`; their figures, with the command and conditions of
//! each run, are in the workspace's `BENCHMARKS.md`. This library is empty on purpose.
