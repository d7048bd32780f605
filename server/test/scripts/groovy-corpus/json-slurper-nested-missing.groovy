import groovy.json.JsonSlurper
def doc = new JsonSlurper().parseText('{"customer": {"name": "Acme"}}')
println doc.customer.name
println doc.customer.address?.city
println doc.nothing
