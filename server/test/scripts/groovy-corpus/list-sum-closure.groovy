def lines = [[qty: 2, price: 1.50], [qty: 1, price: 4.25]]
println lines.sum { it.qty * it.price }
