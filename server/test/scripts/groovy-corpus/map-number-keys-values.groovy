def counts = [:]
[3, 1, 3, 2].each { n -> counts[n] = (counts[n] ?: 0) + 1 }
println counts
println counts.collect { k, v -> k * v }.sum()
println counts.containsKey(3)
println counts.findAll { it.key > 1 }.keySet()
