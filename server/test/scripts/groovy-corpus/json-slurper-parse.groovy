import groovy.json.JsonSlurper
def doc = new JsonSlurper().parseText('{"id": "PO-1", "lines": [{"sku": "A", "qty": 2}], "urgent": true}')
println doc.id
println doc.lines[0].sku
println doc.lines.size()
println doc.urgent
