import groovy.json.JsonOutput
println JsonOutput.toJson([text: 'say "hi"\nbye', path: 'a\\b'])
