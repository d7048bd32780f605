import groovy.json.JsonOutput
import groovy.json.JsonSlurper
def text = JsonOutput.toJson([a: [1, 2], b: 'c'])
def back = new JsonSlurper().parseText(text)
println back == [a: [1, 2], b: 'c']
println back.a.sum()
