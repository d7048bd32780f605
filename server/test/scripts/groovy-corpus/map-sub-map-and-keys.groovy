def m = [id: 1, name: 'x', secret: 's']
println m.subMap(['id', 'name'])
println m.keySet().sort()
println m.values().toList()
