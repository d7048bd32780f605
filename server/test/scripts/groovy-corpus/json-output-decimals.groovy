import groovy.json.JsonOutput
println JsonOutput.toJson([total: 12.50, rate: 0.2])
