def n = 3
if (n > 2) println 'big' else println 'small'
if (n > 5) println 'huge'
println(n > 2 ? n > 4 ? 'huge' : 'big' : 'small')
