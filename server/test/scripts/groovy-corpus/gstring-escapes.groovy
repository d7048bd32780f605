println "costs \$5"
println "it\'s fine"
println 'tab\there'
println "quote \" and backslash \\"
