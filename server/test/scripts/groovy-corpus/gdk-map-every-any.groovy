def stock = [a: 1, b: 0]
println stock.any { k, v -> v == 0 }
println stock.every { k, v -> v > 0 }
