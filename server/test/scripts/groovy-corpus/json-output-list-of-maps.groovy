import groovy.json.JsonOutput
def rows = (1..3).collect { [id: it, even: it % 2 == 0] }
println JsonOutput.toJson(rows)
