//! The net-file parser never panics, and a file it accepts writes back to the same text.
#![no_main]
use cutoff::nn::Net;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(net) = Net::from_json(text) else { return };
    let written = net.to_json();
    let again = Net::from_json(&written).unwrap_or_else(|e| panic!("a written net does not read back: {}", e.message));
    assert_eq!(again, net);
    assert_eq!(net.params.len(), net.param_count());
});
