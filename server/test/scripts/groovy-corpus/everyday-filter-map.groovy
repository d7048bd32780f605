def params = [a: '1', b: '', c: null, d: 'x']
println params.findAll { k, v -> v }
println params.findAll { it.value }.keySet()
