def lines = [[sku: 'A-1', qty: 2, price: 3.5], [sku: 'B-22', qty: 10, price: 0.99]]
lines.each { l ->
  println "${l.sku.padRight(6)}${l.qty.toString().padLeft(4)}${(l.qty * l.price).toString().padLeft(8)}"
}
println "TOTAL".padRight(10) + lines.sum { it.qty * it.price }.toString().padLeft(8)
