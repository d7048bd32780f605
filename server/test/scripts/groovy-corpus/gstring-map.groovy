def order = [id: 'PO-7', qty: 3]
println "order ${order}"
println "nested ${[a: [1, 2], b: [x: 'y']]}"
