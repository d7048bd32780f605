import groovy.json.JsonOutput
def payload = [order: [id: 7, lines: [[sku: 'X', qty: 1]]], meta: [:]]
println JsonOutput.toJson(payload)
