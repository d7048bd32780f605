def lines = [[sku: 'A', qty: 2], [sku: 'B', qty: 3], [sku: 'A', qty: 1]]
def bySku = lines.inject([:]) { acc, l ->
  acc[l.sku] = (acc[l.sku] ?: 0) + l.qty
  acc
}
println bySku
