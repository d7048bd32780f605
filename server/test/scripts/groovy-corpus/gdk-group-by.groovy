def orders = [[c: 'acme', t: 10], [c: 'globex', t: 5], [c: 'acme', t: 7]]
def byCustomer = orders.groupBy { it.c }
println byCustomer.keySet()
println byCustomer.acme*.t
println byCustomer.collectEntries { k, v -> [k, v.sum { it.t }] }
