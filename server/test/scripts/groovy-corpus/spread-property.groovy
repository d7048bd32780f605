def lines = [[sku: 'A', qty: 1], [sku: 'B', qty: 2]]
println lines*.sku
println lines*.qty.sum()
