def text = '''\
    line one
      line two
    line three'''.stripIndent()
println text
