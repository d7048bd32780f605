def order = [id: 'PO-1', customer: [id: 'C9', name: 'Acme'], lines: [[sku: 'A', qty: 1], [sku: 'B', qty: 2]]]
def rows = order.lines.collect { line ->
  [orderId: order.id, customer: order.customer.name, sku: line.sku, qty: line.qty]
}
rows.each { println it }
println rows.size()
