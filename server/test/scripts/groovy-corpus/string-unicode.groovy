def s = 'café'
println s.size()
println s.toUpperCase()
println '\u00e9t\u00e9'
println 'naïve' == 'na\u00efve'
