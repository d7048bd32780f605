import groovy.json.JsonOutput
def n = 2
println JsonOutput.toJson([msg: "hi ${n}"])
println JsonOutput.toJson('x')
println JsonOutput.toJson(5)
println JsonOutput.toJson(null)
println JsonOutput.toJson([])
