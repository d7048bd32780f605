import groovy.json.JsonSlurper
def doc = new JsonSlurper().parseText('{"a": null, "b": [null, 1]}')
println doc.a
println doc.b
println doc.containsKey('a')
