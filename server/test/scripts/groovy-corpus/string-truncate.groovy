def cut = { s, n -> s.size() > n ? s[0..<n] + '...' : s }
println cut('Purchase order for Acme', 8)
println cut('short', 8)
