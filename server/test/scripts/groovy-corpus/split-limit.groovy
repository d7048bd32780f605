println 'key=value=more'.split('=', 2)
println 'a:b:c'.split(':', 2)[1]
println 'a,b,,'.split(',').size()
println 'a,b,,'.split(',', -1).size()
