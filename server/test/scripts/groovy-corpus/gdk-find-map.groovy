def stock = [apples: 3, pears: 0, figs: 8]
println stock.findAll { it.value > 0 }
println stock.find { k, v -> v == 0 }.key
