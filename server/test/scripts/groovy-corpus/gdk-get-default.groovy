def counts = [:]
println counts.get('k', 0)
println counts
