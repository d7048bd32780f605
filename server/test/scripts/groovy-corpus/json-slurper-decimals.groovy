import groovy.json.JsonSlurper
def doc = new JsonSlurper().parseText('{"price": 19.99, "qty": 3}')
println doc.price * doc.qty
println doc.price + 0.01
