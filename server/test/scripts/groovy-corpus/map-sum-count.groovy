def stock = [a: 3, b: 0, c: 5]
println stock.values().sum()
println stock.count { k, v -> v > 0 }
println stock.collect { it.value * 2 }.sum()
