def l = ['a']
l.add('b')
l << 'c'
l.addAll(['d', 'e'])
println l
l.remove('a')
println l
l.remove(0)
println l
