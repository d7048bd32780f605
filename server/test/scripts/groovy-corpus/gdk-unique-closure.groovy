def rows = [[id: 1, v: 'a'], [id: 2, v: 'b'], [id: 1, v: 'c']]
println rows.unique { it.id }.collect { it.v }
