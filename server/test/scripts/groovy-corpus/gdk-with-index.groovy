def l = ['a', 'b', 'c']
println l.withIndex()
l.withIndex().each { v, i -> println "${i + 1}. $v" }
