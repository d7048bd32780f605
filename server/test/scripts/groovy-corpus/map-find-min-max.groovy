def stock = [apples: 3, pears: 12, figs: 7]
println stock.max { it.value }.key
println stock.min { it.value }.key
println stock.find { it.value > 5 }?.key
println stock.find { it.value > 50 }?.key
