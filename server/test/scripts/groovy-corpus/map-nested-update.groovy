def order = [customer: [name: 'a'], lines: []]
order.customer.name = 'Acme'
order.lines << [sku: 'X']
order.total = 5
println order
