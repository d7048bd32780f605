import groovy.json.JsonOutput
import groovy.json.JsonSlurper
def input = new JsonSlurper().parseText('{"customer": {"first": "Ann", "last": "Lee"}, "items": [{"q": 2}, {"q": 3}]}')
def out = [name: "${input.customer.first} ${input.customer.last}".toString(), count: input.items.sum { it.q }]
println JsonOutput.toJson(out)
