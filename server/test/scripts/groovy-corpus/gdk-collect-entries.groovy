def lines = [[sku: 'A', qty: 2], [sku: 'B', qty: 5]]
println lines.collectEntries { [it.sku, it.qty] }
println lines.collectEntries { [(it.sku): it.qty * 2] }
