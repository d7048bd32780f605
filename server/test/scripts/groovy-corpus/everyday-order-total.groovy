def order = [lines: [[sku: 'A', qty: 2, price: 9.99], [sku: 'B', qty: 1, price: 24.50]]]
def total = order.lines.sum { it.qty * it.price }
println "Total: $total"
println "Lines: ${order.lines.size()}"
