import groovy.json.JsonOutput
println JsonOutput.toJson([id: 'PO-1', qty: 3, tags: ['a', 'b']])
println JsonOutput.toJson([1, 'two', null, true])
