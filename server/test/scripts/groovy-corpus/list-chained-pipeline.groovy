def orders = [[id: 1, total: 50.0, status: 'open'], [id: 2, total: 20.5, status: 'closed'], [id: 3, total: 75.25, status: 'open']]
def open = orders.findAll { it.status == 'open' }
println open.collect { it.id }.join(',')
println open.sum { it.total }
println orders.collect { it.total }.max()
