import groovy.json.JsonOutput
println JsonOutput.prettyPrint(JsonOutput.toJson([id: 1, tags: ['x', 'y']]))
