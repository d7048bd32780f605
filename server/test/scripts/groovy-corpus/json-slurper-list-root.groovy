import groovy.json.JsonSlurper
def items = new JsonSlurper().parseText('[{"sku": "A", "price": 1.25}, {"sku": "B", "price": 2.5}]')
println items*.sku
println items*.price.sum()
println items.find { it.sku == 'B' }.price
